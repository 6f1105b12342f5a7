// store(in:) keeps subscriptions alive; removeAll() cancels them
import Combine

var bag = Set<AnyCancellable>()
let subject = PassthroughSubject<String, Never>()
var countA = 0
var countB = 0
subject.sink { _ in countA += 1 }.store(in: &bag)
subject.sink { _ in countB += 1 }.store(in: &bag)
print("stored", bag.count)
subject.send("x")
subject.send("y")
print(countA, countB)
bag.removeAll()
subject.send("z")
print(countA, countB)

// expect: stored 2
// expect: 2 2
// expect: 2 2
