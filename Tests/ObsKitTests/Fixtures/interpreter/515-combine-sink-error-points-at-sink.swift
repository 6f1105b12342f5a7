// An error inside a sink closure stops the script at the line that sends.
import Combine

let subject = PassthroughSubject<Int?, Never>()
let c = subject.sink { print("got", $0!) }
subject.send(1)
subject.send(nil)
print("not reached")

// expect: got 1
// expect-error: Unexpectedly found nil
