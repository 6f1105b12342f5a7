// Check error: passing a label to a parameter declared with '_'
func square(_ number: Int) -> Int {
    return number * number
}

func sumOfSquares(upTo limit: Int) -> Int {
    var total = 0
    for n in 1...limit {
        total += square(number: n)
    }
    return total
}

print(sumOfSquares(upTo: 5))
// expect-error: extraneous argument label 'number:' in call
