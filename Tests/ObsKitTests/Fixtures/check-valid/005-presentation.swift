// Valid SwiftUI that tools/check-interface must accept: sheets, covers, popovers, alerts and dialogs in
// their documented forms, detents, dismiss.
import SwiftUI

struct Message: Identifiable {
    let id = 1
    let text: String
}

enum SaveError: LocalizedError {
    case disk
    var errorDescription: String? { "Disk full" }
}

struct EditSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        NavigationStack {
            Text("Edit")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { presentationMode.wrappedValue.dismiss() } }
                }
        }
        .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled()
    }
}

struct Presenter: View {
    @State private var showSheet = false
    @State private var showCover = false
    @State private var showPopover = false
    @State private var showAlert = false
    @State private var showDialog = false
    @State private var message: Message?
    @State private var error: SaveError?
    @State private var showError = false
    @State private var name = ""

    var body: some View {
        VStack {
            Button("Sheet") { showSheet = true }
            Button("Cover") { showCover = true }
            Button("Popover") { showPopover = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { print("gone") }) { EditSheet() }
        .sheet(item: $message) { message in Text(message.text) }
        .fullScreenCover(isPresented: $showCover) { Text("Full") }
        .popover(isPresented: $showPopover) { Text("Pop").padding() }
        .alert("Rename", isPresented: $showAlert) {
            TextField("Name", text: $name)
            Button("OK") { }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("Enter a new name")
        }
        .alert("Saved", isPresented: $showAlert) { }
        .alert(Text("Title"), isPresented: $showAlert, presenting: message) { message in
            Button(message.text) { }
        } message: { message in
            Text(message.text)
        }
        .alert(isPresented: $showError, error: error) {
            Button("OK") { }
        }
        .alert(item: $message) { message in
            Alert(title: Text(message.text), message: Text("Old style"), dismissButton: .default(Text("OK")))
        }
        .alert(isPresented: $showAlert) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { }, secondaryButton: .cancel())
        }
        .confirmationDialog("Delete?", isPresented: $showDialog, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { }
        } message: {
            Text("This cannot be undone")
        }
    }
}

:mount Presenter()
