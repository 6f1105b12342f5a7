// rules §3 (read tracking), §9: a State change re-runs the owner only if its last body read
// the value; creating `$hidden` is not a read, and a child holding the binding without reading
// it does not re-run either. ("Shown" is tapped first: while `hidden` is still 0 the new
// `$hidden` equals the old one, so Sink's value is unchanged, §2 rule 5.)
import SwiftUI

struct Sink: View {
    @Binding var value: Int
    var body: some View {
        let _ = print("Sink body")
        Text("never reads the binding")
    }
}

struct V: View {
    @State private var shown = 0
    @State private var hidden = 0
    var body: some View {
        let _ = print("V body, shown", shown)
        Button("Hidden") { hidden += 1 }
        Button("Shown") { shown += 1 }
        Button("Peek") { print("hidden is", hidden) }
        Sink(value: $hidden)
    }
}

:mount V()
:tap "Shown"
:tap "Hidden"
:tap "Hidden"
:tap "Peek"

// expect: V body, shown 0
// expect: Sink body
// expect: V body, shown 1
// expect: hidden is 2
