// Wrapped properties participate in the memberwise initializer as their wrapped type.
@propertyWrapper
struct Uppercased {
    private var value: String
    init(wrappedValue: String) { value = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { value }
        set { value = newValue.uppercased() }
    }
}
@propertyWrapper
struct NonNegative {
    private var value: Int
    init(wrappedValue: Int) { value = max(0, wrappedValue) }
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
}
struct Product {
    @Uppercased var code: String
    @NonNegative var stock: Int
    var note: String = "-"
}
var p = Product(code: "ab-12", stock: -4)
print(p.code, p.stock, p.note)
p.stock = 12
p.code = "zz-9"
print(p.code, p.stock)
let q = Product(code: "x", stock: 3, note: "ok")
print(q.code, q.stock, q.note)

// expect: AB-12 0 -
// expect: ZZ-9 12
// expect: X 3 ok
