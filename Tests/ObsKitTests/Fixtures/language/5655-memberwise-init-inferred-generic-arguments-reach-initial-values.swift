// Compiler test style (generics): a generic struct made by its memberwise initializer with its arguments inferred (`Pool(items: ["a"])`): the fields' initial values see the inferred parameter (`"\(T.self)"`), and a field typed `T` with a literal default takes the bound type (`total: T = 0` is 0.0)
struct Pool<T> {
    var spare: T? = nil
    let label = "pool of \(T.self)"
    var items: [T] = []
}
let words = Pool(items: ["a"])
print(words.label, words.items)
print(Pool(items: [1.5]).label)
struct Stats<T: Numeric> {
    var values: [T]
    var total: T = 0
}
let s = Stats(values: [1.5, 2.5])
print(s.total, s)
print(type(of: words))

// expect: pool of String ["a"]
// expect: pool of Double
// expect: 0.0 Stats<Double>(values: [1.5, 2.5], total: 0.0)
// expect: Pool<String>
