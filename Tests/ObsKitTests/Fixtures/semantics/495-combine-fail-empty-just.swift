// Just sends its value and finishes; Fail sends no value and fails at once; Empty finishes at once, or never
// with completeImmediately: false (Apple, "Just", "Fail", "Empty": "A publisher that never publishes any
// values, and optionally finishes immediately").
import Combine

enum Oops: Error { case broken }

let j = Just("hi").sink(receiveCompletion: { print("just:", $0) }, receiveValue: { print("just value", $0) })
let f = Fail<Int, Oops>(error: .broken).sink(receiveCompletion: { print("fail:", $0) }, receiveValue: { print("fail value", $0) })
let e = Empty<Int, Never>().sink(receiveCompletion: { print("empty:", $0) }, receiveValue: { print("empty value", $0) })
let n = Empty<Int, Never>(completeImmediately: false).sink(receiveCompletion: { print("never:", $0) }, receiveValue: { print($0) })
print("end")
// expect: just value hi
// expect: just: finished
// expect: fail: failure(main.Oops.broken)
// expect: empty: finished
// expect: end
