// assign(to: &$x) republishes into a @Published property: willChange, $x subscribers, then the store.
import Combine

class Search: ObservableObject {
    @Published var query = ""
    @Published var length = 0
}

let s = Search()
let lengths = s.$length.sink { print("length", $0) }
let changes = s.objectWillChange.sink { _ in print("will change") }
s.$query.map { $0.count }.assign(to: &s.$length)
s.query = "ab"
s.query = "abcd"
print(s.length)

// expect: length 0
// expect: will change
// expect: length 0
// expect: will change
// expect: will change
// expect: length 2
// expect: will change
// expect: will change
// expect: length 4
// expect: 4
