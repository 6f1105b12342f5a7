// Combine-free observation: an Observable<T> box with closure subscribers, tokens to unsubscribe and a view model (expected output from swiftc 6.3.1 on Linux)
final class Observable<T> {
    typealias Observer = (_ old: T, _ new: T) -> Void
    private var observers: [Int: Observer] = [:]
    private var nextToken = 0

    var value: T {
        didSet { observers.keys.sorted().forEach { observers[$0]?(oldValue, value) } }
    }

    init(_ value: T) { self.value = value }

    @discardableResult
    func observe(fireNow: Bool = false, _ observer: @escaping Observer) -> Int {
        let token = nextToken
        nextToken += 1
        observers[token] = observer
        if fireNow { observer(value, value) }
        return token
    }

    func cancel(_ token: Int) { observers[token] = nil }
    var subscriberCount: Int { observers.count }
}

final class LoginViewModel {
    let username = Observable("")
    let password = Observable("")
    let canSubmit = Observable(false)

    init() {
        username.observe { [weak self] _, _ in self?.revalidate() }
        password.observe { [weak self] _, _ in self?.revalidate() }
    }

    private func revalidate() {
        let ok = username.value.count >= 3 && password.value.count >= 8
        if ok != canSubmit.value { canSubmit.value = ok }
    }
}

let vm = LoginViewModel()
let buttonToken = vm.canSubmit.observe(fireNow: true) { old, new in
    print("button enabled: \(old) -> \(new)")
}
let echo = vm.username.observe { old, new in print("username '\(old)' -> '\(new)'") }

vm.username.value = "li"
vm.password.value = "hunter22"
vm.username.value = "liam"
vm.password.value = "short"
vm.username.cancel(echo)
vm.username.value = "liam.k"
vm.password.value = "correct horse"
vm.canSubmit.cancel(buttonToken)
vm.password.value = ""
print("still enabled:", vm.canSubmit.value)
print("subscribers:", vm.username.subscriberCount, vm.password.subscriberCount, vm.canSubmit.subscriberCount)

let counter = Observable(0)
var history: [Int] = []
counter.observe { _, new in history.append(new) }
counter.observe { old, new in if new < old { print("went down from \(old) to \(new)") } }
for n in [3, 5, 2, 2, 9] { counter.value = n }
print(history)

// expect: button enabled: false -> false
// expect: username '' -> 'li'
// expect: button enabled: false -> true
// expect: username 'li' -> 'liam'
// expect: button enabled: true -> false
// expect: button enabled: false -> true
// expect: still enabled: false
// expect: subscribers: 1 1 0
// expect: went down from 5 to 2
// expect: [3, 5, 2, 2, 9]
