// map(\.property) reads a key path of each value; sink(receiveCompletion:receiveValue:) receives
// `.finished` or `.failure(error)`, which a switch takes apart (Apple, "map(_:)" with a key path,
// "sink(receiveCompletion:receiveValue:)", "Subscribers.Completion").
import Combine

struct User { let name: String; let age: Int }
enum LookupError: Error { case missing(String) }

let users = PassthroughSubject<User, LookupError>()
let names = users.map(\.name).sink(receiveCompletion: { completion in
    switch completion {
    case .finished: print("all names")
    case .failure(.missing(let who)): print("missing", who)
    }
}, receiveValue: { print("name", $0) })
users.send(User(name: "Ana", age: 30))
users.send(completion: .failure(.missing("Bo")))
let done = Just(User(name: "Cy", age: 5)).map(\.age).sink(receiveCompletion: { print("completion is finished:", $0 == .finished) },
                                                           receiveValue: { print("age", $0) })
// expect: name Ana
// expect: missing Bo
// expect: age 5
// expect: completion is finished: true
