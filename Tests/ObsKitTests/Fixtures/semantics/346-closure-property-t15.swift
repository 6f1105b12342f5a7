// rules §2 rule 4, T15: a capturing closure gets a fresh context on every parent render, so
// the child holding it is `@self changed.` each time; a non-capturing static function compares
// equal, so that child does not re-run.
import SwiftUI

struct Child: View {
    let title: String
    let onTap: () -> Void
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("Child body", title)
        Button(title) { onTap() }
    }
}

struct Parent: View {
    @State private var n = 0
    static func log() { print("logged") }
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Bump") { n += 1 }
            Child(title: "capturing", onTap: { n += 1 })
            Child(title: "static", onTap: Parent.log)
        }
    }
}

:mount Parent()
:tap "Bump"
:tap "static"
:tap "capturing"

// expect: Child: @self changed.
// expect: Child body capturing
// expect: Child: @self changed.
// expect: Child body static
// expect: Child: @self changed.
// expect: Child body capturing
// expect: logged
// expect: Child: @self changed.
// expect: Child body capturing
