pub struct EmbedConfig;
