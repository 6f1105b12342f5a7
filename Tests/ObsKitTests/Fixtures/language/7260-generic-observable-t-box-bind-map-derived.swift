// App architecture style (bindable observable): a generic Observable<T> box with bind, map into derived observables and weak view owners
final class Observable<T> {
    private var observers: [(owner: () -> AnyObject?, fn: (T) -> Void)] = []
    var value: T {
        didSet { notify() }
    }
    init(_ value: T) { self.value = value }

    func bind(_ owner: AnyObject, fire: Bool = true, _ fn: @escaping (T) -> Void) {
        observers.append(({ [weak owner] in owner }, fn))
        if fire { fn(value) }
    }
    private func notify() {
        observers.removeAll { $0.owner() == nil }
        for o in observers { o.fn(value) }
    }
    func map<U>(_ transform: @escaping (T) -> U) -> Observable<U> {
        let derived = Observable<U>(transform(value))
        bind(derived, fire: false) { [unowned derived] v in derived.value = transform(v) }
        return derived
    }
    var observerCount: Int { observers.filter { $0.owner() != nil }.count }
}

final class LoginViewModel {
    let username = Observable("")
    let password = Observable("")
    lazy var canSubmit: Observable<Bool> = username.map { !$0.isEmpty }
    lazy var greeting: Observable<String> = username.map { $0.isEmpty ? "Hello, stranger" : "Hello, \($0)" }
}

final class FakeLabel {
    let id: String
    init(_ id: String) { self.id = id }
    func show(_ s: String) { print("  [\(id)] \(s)") }
}

let vm = LoginViewModel()
let title = FakeLabel("title")
var button: FakeLabel? = FakeLabel("button")
vm.greeting.bind(title) { [weak title] in title?.show($0) }
vm.canSubmit.bind(button!) { [weak button] in button?.show($0 ? "enabled" : "disabled") }
vm.password.bind(title, fire: false) { print("  password length \($0.count)") }

print("type name"); vm.username.value = "mia"
print("type password"); vm.password.value = "s3cret"
print("remove button"); button = nil
print("clear name"); vm.username.value = ""
print("observers:", vm.username.observerCount, vm.canSubmit.observerCount, vm.greeting.observerCount)

// expect:   [title] Hello, stranger
// expect:   [button] disabled
// expect: type name
// expect:   [title] Hello, mia
// expect:   [button] enabled
// expect: type password
// expect:   password length 6
// expect: remove button
// expect: clear name
// expect:   [title] Hello, stranger
// expect: observers: 2 0 1
