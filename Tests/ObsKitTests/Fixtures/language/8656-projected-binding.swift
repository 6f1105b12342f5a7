// Blog style (projected values): a Binding-like projection from a property wrapper, plus validation state
struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    var value: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    func map<T>(_ to: @escaping (Value) -> T, back: @escaping (T) -> Value) -> Binding<T> {
        Binding<T>(get: { to(self.get()) }, set: { self.set(back($0)) })
    }
}

final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

@propertyWrapper
struct State<Value> {
    private let box: Box<Value>
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
    }
}

@propertyWrapper
struct Validated {
    private var text: String
    private let rule: (String) -> Bool
    init(wrappedValue: String, _ rule: @escaping (String) -> Bool) {
        text = wrappedValue
        self.rule = rule
    }
    var wrappedValue: String {
        get { text }
        set { text = newValue }
    }
    var projectedValue: Bool { rule(text) }
}

struct Slider {
    let binding: Binding<Int>
    func drag(by delta: Int) { binding.value = min(100, max(0, binding.value + delta)) }
}

struct FormView {
    @State var volume = 50
    @State var name = "guest"
    @Validated({ $0.contains("@") && $0.count > 3 }) var email = ""

    func render() -> String { "name=\(name) volume=\(volume)" }
}

var form = FormView()
let slider = Slider(binding: form.$volume)
slider.drag(by: 30)
print(form.render())
slider.drag(by: 50)
print(form.render())
slider.drag(by: -200)
print(form.render())

let shouting = form.$name.map({ $0.uppercased() }, back: { $0.lowercased() })
print("shouting reads \(shouting.value)")
shouting.value = "ROOT"
print(form.render())

print("email '\(form.email)' valid: \(form.$email)")
form.email = "a@b"
print("email '\(form.email)' valid: \(form.$email)")
form.email = "dev@example.org"
print("email '\(form.email)' valid: \(form.$email)")

let copy = form
copy.volume = 7
print("copy shares state: \(form.volume)")
// expect: name=guest volume=80
// expect: name=guest volume=100
// expect: name=guest volume=0
// expect: shouting reads GUEST
// expect: name=root volume=0
// expect: email '' valid: false
// expect: email 'a@b' valid: false
// expect: email 'dev@example.org' valid: true
// expect: copy shares state: 7
