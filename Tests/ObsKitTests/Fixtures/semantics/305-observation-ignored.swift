// rules §8: an @ObservationIgnored property is not tracked: changing it fires no onChange
// and re-runs no body, even when the body read it.
import SwiftUI
import Observation

@Observable final class Doc {
    var title = "a"
    @ObservationIgnored var cache = 0
}

let d = Doc()
withObservationTracking {
    print("read", d.title, d.cache)
} onChange: {
    print("onChange")
}
d.cache = 1
print("cache is", d.cache)
d.title = "b"

struct Viewer: View {
    let doc: Doc
    var body: some View {
        let _ = print("Viewer body", doc.title, doc.cache)
        Button("Bump cache") { doc.cache += 1 }
        Button("Rename") { doc.title += "!" }
    }
}
:mount Viewer(doc: d)
:tap "Bump cache"
:tap "Rename"

// expect: read a 0
// expect: cache is 1
// expect: onChange
// expect: Viewer body b 1
// expect: Viewer body b! 2
