// combineLatest sends the latest value of each upstream once every one has sent a value, and again on each new
// value; it finishes when all finish (Apple, "combineLatest(_:)": "Subscribes to an additional publisher and
// publishes a tuple upon receiving output from either publisher"; "All upstream publishers need to finish for
// this publisher to finish"). With @Published upstreams (rules §6: a subscription replays the current value) a
// view model's form validation runs once at subscription and on each edit.
import Combine

final class SignUp: ObservableObject {
    @Published var name = ""
    @Published var password = ""
    @Published var canSubmit = false

    init() {
        $name.combineLatest($password) { name, password in !name.isEmpty && password.count >= 4 }
            .assign(to: &$canSubmit)
    }
}

let form = SignUp()
let watch = form.$canSubmit.sink { print("canSubmit", $0) }
form.name = "ana"
form.password = "secret"
let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<Bool, Never>()
let three = Publishers.CombineLatest3(a, b, c).sink(receiveCompletion: { print("three:", $0) }, receiveValue: { print($0) })
a.send(1)
b.send("x")
a.send(2)
c.send(true)
b.send("y")
a.send(completion: .finished)
b.send(completion: .finished)
c.send(completion: .finished)
// expect: canSubmit false
// expect: canSubmit false
// expect: canSubmit true
// expect: (2, "x", true)
// expect: (2, "y", true)
// expect: three: finished
