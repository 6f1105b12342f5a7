// Check error: a generic function constrained to Comparable called with a struct that is not
func smallest<T: Comparable>(_ items: [T]) -> T? {
    return items.min()
}

struct Parcel {
    var weight: Double
}

let lightest = smallest([Parcel(weight: 2.5), Parcel(weight: 1.2)])
print(lightest as Any)
// expect-error: global function 'smallest' requires that 'Parcel' conform to 'Comparable'
