// A filtered-out Just still finishes; a @Published never finishes.
import Combine

let c = Just(3)
    .filter { $0 > 5 }
    .sink(receiveCompletion: { print("completion", $0) }, receiveValue: { print("value", $0) })
print("end")

// expect: completion finished
// expect: end
