// rules §1 (explicit identity): ForEach rows are identified by their ids; inserting a row
// keeps the existing rows' nodes and state (even though they moved) and creates only the new one.
import SwiftUI

struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        let _ = print("Row", name, taps)
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear { print("appear", name) }
    }
}

struct Rows: View {
    @State private var names = ["a", "b"]
    var body: some View {
        VStack {
            Button("Insert") { names.insert("c", at: 0) }
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}

:mount Rows()
:tap "a 0"
:tap "Insert"
:tap "a 1"

// expect: Row a 0
// expect: Row b 0
// expect: appear a
// expect: appear b
// expect: Row a 1
// expect: Row c 0
// expect: appear c
// expect: Row a 2
