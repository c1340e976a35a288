"""Qt adapters between the Qt-free match and the widgets: controllers, models, texts."""
