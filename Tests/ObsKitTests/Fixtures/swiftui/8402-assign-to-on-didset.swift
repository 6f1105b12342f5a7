// SwiftUI from Apple's documentation: Combine, Publisher.assign(to:on:)
// Source: developer.apple.com/documentation/combine/publisher/assign(to:on:): "Assigns each
// element from a publisher to a property on an object." The example assigns (0...2).publisher to
// \.anInt of MyClass, whose didSet prints "anInt was set to: 0; anInt was set to: 1; anInt was
// set to: 2". The return value is an AnyCancellable; "Call cancel() ... to stop assigning".
import Combine

class MyClass {
    var anInt: Int = 0 {
        didSet {
            print("anInt was set to: \(anInt)")
        }
    }
}

var myObject = MyClass()
let myRange = (0...2)
var cancellable: AnyCancellable?
cancellable = myRange.publisher
    .assign(to: \.anInt, on: myObject)
print("final value \(myObject.anInt)")

let subject = PassthroughSubject<Int, Never>()
let live = subject.assign(to: \.anInt, on: myObject)
subject.send(7)
live.cancel()
subject.send(8)
print("after cancel \(myObject.anInt)")

// expect: anInt was set to: 0
// expect: anInt was set to: 1
// expect: anInt was set to: 2
// expect: final value 2
// expect: anInt was set to: 7
// expect: after cancel 7
