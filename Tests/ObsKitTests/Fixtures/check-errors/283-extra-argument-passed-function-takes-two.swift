// Check error: an extra argument passed to a function that takes two
func area(width: Double, height: Double) -> Double {
    return width * height
}

let room = area(width: 4.0, height: 3.5, depth: 2.4)
print(room)
// expect-error: extra argument 'depth' in call
