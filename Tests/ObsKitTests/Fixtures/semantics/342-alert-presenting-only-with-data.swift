// rules §8 (alert claim), §13: for the `presenting:` variant the actions closure runs during
// the parent body only while the data is non-nil.
import SwiftUI

struct Root: View {
    @State private var target: String? = nil
    @State private var show = false
    var body: some View {
        let _ = print("Root body")
        Button("Choose") {
            target = "x"
            show = true
        }
        .alert("Delete?", isPresented: $show, presenting: target) { t in
            let _ = print("actions for", t)
            Button("Delete \(t)") { print("deleted", t) }
        }
    }
}

:mount Root()
:tap "Choose"
:tap "Delete x"

// expect: Root body
// expect: Root body
// expect: actions for x
// expect: deleted x
