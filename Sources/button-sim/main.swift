print("button-sim: not built yet")
