// receive(on: DispatchQueue.main) delivers at the end of the current turn (one input, like one pass of
// an app's main run loop), in order, even when sent on the main queue. (A plain `swift` script has no
// running main loop; in an app this is the order you see.)
import Combine
import Foundation

let subject = PassthroughSubject<Int, Never>()
let c = subject.receive(on: DispatchQueue.main).sink { print("main got", $0) }
subject.send(1); subject.send(2); print("sent")
print("next turn")
let r = Just("x").receive(on: RunLoop.main).sink(receiveCompletion: { print("done", $0) }, receiveValue: { print("run loop got", $0) }); print("subscribed")

// expect: sent
// expect: main got 1
// expect: main got 2
// expect: next turn
// expect: subscribed
// expect: run loop got x
// expect: done finished
