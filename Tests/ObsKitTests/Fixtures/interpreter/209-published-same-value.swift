// @Published emits on every assignment, even of an equal value;
// removeDuplicates() suppresses consecutive equal values
import Combine

class Settings: ObservableObject {
    @Published var volume = 3
}

let s = Settings()
var bag = Set<AnyCancellable>()
s.$volume.sink { print("raw", $0) }.store(in: &bag)
s.volume = 3
s.volume = 7
bag.removeAll()
s.volume = 9
s.$volume.removeDuplicates().sink { print("distinct", $0) }.store(in: &bag)
s.volume = 9
s.volume = 8
s.volume = 8

// expect: raw 3
// expect: raw 3
// expect: raw 7
// expect: distinct 9
// expect: distinct 8
