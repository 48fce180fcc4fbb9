"""scripts/verify-export's parts: the contract reader, the driver writer, the field table."""
