// Custom DynamicProperty: the mistake of writing the wrapper's own @State inside update()
// update() runs in the view update, before the body (rules §7.2): the write is stored at once and queues an
// invalidation, with the "Modifying state during view update" warning on standard error (rules §3.4, §10.2), but the
// body still reads the value captured at the box's update (§3.4), so each change renders stale first, then again (§7.3).
import SwiftUI

@propertyWrapper
struct Normalized: DynamicProperty {
    @State private var stored = ""
    let source: String

    init(_ source: String) {
        self.source = source
    }

    var wrappedValue: String { stored }

    func update() {
        print("update: stored '\(stored)', source '\(source)'")
        if stored != source.lowercased() {
            stored = source.lowercased()
        }
    }
}

struct Header: View {
    @Normalized var title: String

    init(title: String) {
        _title = Normalized(title)
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("Header shows '\(title)'")
        Text(title)
    }
}

struct Page: View {
    @State private var title = "Hello"

    var body: some View {
        let _ = print("Page body")
        VStack {
            Header(title: title)
            Button("Rename") { title = "World" }
        }
    }
}

:mount Page()
// expect: Page body
// expect: update: stored '', source 'Hello'
// expect: Header: @self, @identity, _title changed.
// expect: Header shows ''
// expect: update: stored 'hello', source 'Hello'
// expect: Header: _title changed.
// expect: Header shows 'hello'
:tap "Rename"
// expect: Page body
// expect: update: stored 'hello', source 'World'
// expect: Header: @self changed.
// expect: Header shows 'hello'
// expect: update: stored 'world', source 'World'
// expect: Header: _title changed.
// expect: Header shows 'world'
