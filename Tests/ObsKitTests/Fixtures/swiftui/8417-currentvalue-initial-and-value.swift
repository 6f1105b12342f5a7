// SwiftUI from Apple's documentation: Combine, CurrentValueSubject
// Source: developer.apple.com/documentation/combine/currentvaluesubject: "A subject that wraps a
// single value and publishes a new element whenever the value changes." "Unlike
// PassthroughSubject, CurrentValueSubject maintains a buffer of the most recently published
// element." "Calling send(_:) on a CurrentValueSubject also updates the current value, making it
// equivalent to updating the value directly." init(_:): "The initial value to publish."
import Combine

let volume = CurrentValueSubject<Int, Never>(5)
print("value before any subscriber: \(volume.value)")
volume.send(6)
print("value after send: \(volume.value)")

var heard: [Int] = []
var cancellable: AnyCancellable? = volume.sink { heard.append($0) }
print("subscriber starts with \(heard)")
volume.value = 7
volume.send(8)
print("subscriber heard \(heard), value \(volume.value)")

cancellable = nil
volume.value = 9
var later: [Int] = []
let second = volume.sink { later.append($0) }
print("second subscriber starts with \(later)")
print("first still \(heard)")
_ = second

// expect: value before any subscriber: 5
// expect: value after send: 6
// expect: subscriber starts with [6]
// expect: subscriber heard [6, 7, 8], value 8
// expect: second subscriber starts with [9]
// expect: first still [6, 7, 8]
