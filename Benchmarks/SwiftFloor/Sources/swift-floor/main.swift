import FloorScreen

// The floor in Swift: no argument parsing, nothing but the screen.
FloorScreen.run()
