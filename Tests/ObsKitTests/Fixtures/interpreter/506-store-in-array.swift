// store(in: &array) keeps subscriptions alive; removeAll() releases them, which cancels them.
import Combine

var bag: [AnyCancellable] = []
let subject = PassthroughSubject<String, Never>()
subject.sink { print("A", $0) }.store(in: &bag)
subject.sink { print("B", $0) }.store(in: &bag)
print("stored", bag.count)
subject.send("x")
bag.removeAll()
subject.send("y")
print("done")

// expect: stored 2
// expect: A x
// expect: B x
// expect: done
