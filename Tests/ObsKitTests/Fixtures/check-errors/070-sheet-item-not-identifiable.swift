// sheet(item:) bound to an optional String, which is not Identifiable
// Written by an outside author (stop 28 corpus, file 7080); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct NamesView: View {
    @State private var selectedName: String?
    let names = ["Ana", "Ben"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Button(name) { selectedName = name }
            }
        }
        .sheet(item: $selectedName) { name in
            Text("Details for \(name)")
        }
    }
}

// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'String' conform to 'Identifiable'
