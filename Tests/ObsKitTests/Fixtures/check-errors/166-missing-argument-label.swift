// Check error: calling a function without its argument label
func scale(_ value: Double, by factor: Double) -> Double {
    return value * factor
}

let result = scale(4.0, 2.5)
print(result)
// expect-error: missing argument label 'by:' in call
