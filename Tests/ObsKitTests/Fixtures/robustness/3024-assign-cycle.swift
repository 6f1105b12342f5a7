// Class: crash (stack overflow, SIGSEGV: two `assign(to:on:)` subscriptions feed each other, and a delivery
// that runs no script closure never met the stack guard). In Swift, @Published publishes in willSet, so
// each assignment publishes again and the program recurses until its stack runs out. ObsREPL counts each
// such delivery in the step budget and checks the stack guard there: it stops with its stack-overflow error.
import Combine

final class Box: ObservableObject {
    @Published var value = 0
}

let a = Box()
let b = Box()
var bag = Set<AnyCancellable>()
a.$value.assign(to: \.value, on: b).store(in: &bag)
b.$value.assign(to: \.value, on: a).store(in: &bag)
a.value = 1
print("after")
// expect-error: Fatal error: stack overflow
