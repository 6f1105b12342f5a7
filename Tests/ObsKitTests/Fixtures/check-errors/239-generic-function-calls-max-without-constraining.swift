// Check error: a generic function calls max() without constraining T to Comparable
func largest<T>(_ items: [T]) -> T? {
    return items.max()
}

print(largest([3, 9, 4]) ?? 0)
// expect-error: referencing instance method 'max()' on 'Sequence' requires that 'T' conform to 'Comparable'
