//! What the browser keeps, as a key-value [`Store`]: the browser's localStorage
//! (`storage::LocalStore`) or a map in memory ([`MemStore`]: the tests', and a browser
//! that keeps nothing here), so that everything kept is tested natively over the same
//! trait.

use std::collections::BTreeMap;

/// Key-value storage: the browser's localStorage, or a map.
pub trait Store {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`.
    ///
    /// # Errors
    /// The storage refused it (full, or private browsing).
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A [`Store`] in memory (the tests'; a browser without storage).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemStore(pub BTreeMap<String, String>);

impl Store for MemStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.0.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys().cloned().collect()
    }
}

/// Why the browser did not keep something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// This browser keeps no local storage here.
    Unavailable,
    /// The storage refused it (full, or private browsing).
    Refused,
}
