//! Where a saved game that could not be restored is now (a leaf: the save format and the
//! messages both name it).

/// Where a saved game that could not be restored is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// In the list of set-aside games on the start screen.
    SetAside,
    /// Left where it was (the browser refused to move it).
    Untouched,
}
