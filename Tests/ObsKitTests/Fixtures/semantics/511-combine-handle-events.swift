// handleEvents runs its closures as each event passes, before the event goes on downstream; receiveCancel when
// the subscriber cancels (Apple, "handleEvents(receiveSubscription:receiveOutput:receiveCompletion:
// receiveCancel:receiveRequest:)": "Performs the specified closures when publisher events occur").
import Combine

let subject = PassthroughSubject<Int, Never>()
let token = subject
    .handleEvents(receiveSubscription: { _ in print("subscribed") },
                  receiveOutput: { print("output", $0) },
                  receiveCompletion: { print("completion", $0) },
                  receiveCancel: { print("cancel") })
    .sink { print("sink", $0) }
subject.send(1)
token.cancel()
subject.send(2)
let finished = Just("done").handleEvents(receiveCompletion: { print("completion", $0) }).sink { print("sink", $0) }
// expect: subscribed
// expect: output 1
// expect: sink 1
// expect: cancel
// expect: sink done
// expect: completion finished
