// Stack Overflow Q&A style: "onChange not called": an equal write changes nothing, so neither the body nor onChange runs; onChange never fires for the first value unless initial: true; two onChange modifiers on one view run in the order written, after the body (rules §3.4, §11.1, §10.1)
import SwiftUI

struct SearchBox: View {
    @State private var query = ""

    var body: some View {
        let _ = print("SearchBox body: '\(query)'")
        VStack {
            TextField("Query", text: $query)
            Button("Clear") { query = "" }
            Button("Set swift") { query = "swift" }
        }
        .onChange(of: query) { oldValue, newValue in
            print("onChange '\(oldValue)' -> '\(newValue)'")
        }
        .onChange(of: query, initial: true) {
            print("initial-aware onChange: '\(query)'")
        }
    }
}

:mount SearchBox()
// expect: SearchBox body: ''
// expect: initial-aware onChange: ''
:tap "Clear"
:tap "Set swift"
// expect: SearchBox body: 'swift'
// expect: onChange '' -> 'swift'
// expect: initial-aware onChange: 'swift'
:tap "Set swift"
:type "!" into "Query"
// expect: SearchBox body: 'swift!'
// expect: onChange 'swift' -> 'swift!'
// expect: initial-aware onChange: 'swift!'
:tap "Clear"
// expect: SearchBox body: ''
// expect: onChange 'swift!' -> ''
// expect: initial-aware onChange: ''
