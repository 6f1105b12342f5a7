// Check error: both arguments of a generic function must be the same type T, but an Int and a String are passed
func makePair<T>(_ first: T, _ second: T) -> [T] {
    return [first, second]
}

let pair = makePair(1, "two")
print(pair)
// expect-error: conflicting arguments to generic parameter 'T' ('String' vs. 'Int')
