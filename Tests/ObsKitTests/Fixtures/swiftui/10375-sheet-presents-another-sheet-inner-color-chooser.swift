// cookbook style: a sheet that presents another sheet: the inner color chooser writes the editor's @State through a binding and dismisses itself, which runs only the editor's body; the outer editor keeps its state until it is swiped away, and comes back fresh (rules §13.1, §15.12, §9.3, §1.4)
import SwiftUI

struct ColorChooser: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var color: String

    var body: some View {
        let _ = print("ColorChooser body: \(color)")
        VStack {
            Button("Pick teal") {
                color = "teal"
                dismiss()
            }
            Button("Never mind") { dismiss() }
        }
    }
}

struct TagEditor: View {
    @State private var color = "gray"
    @State private var choosing = false

    var body: some View {
        let _ = print("TagEditor body: \(color)")
        VStack {
            Text("Tag color \(color)")
            Button("Choose color") { choosing = true }
        }
        .sheet(isPresented: $choosing) {
            ColorChooser(color: $color)
        }
        .onDisappear { print("TagEditor gone") }
    }
}

struct TagsHome: View {
    @State private var editing = false

    var body: some View {
        let _ = print("TagsHome body")
        Button("Edit tag") { editing = true }
            .sheet(isPresented: $editing) {
                TagEditor()
            }
    }
}

:mount TagsHome()
// expect: TagsHome body
:tap "Edit tag"
// expect: TagEditor body: gray
:tap "Choose color"
// expect: ColorChooser body: gray
:tap "Pick teal"
// expect: TagEditor body: teal
:tap "Choose color"
// expect: ColorChooser body: teal
:tap "Never mind"
:dismiss
// expect: TagEditor gone
:tap "Edit tag"
// expect: TagEditor body: gray
