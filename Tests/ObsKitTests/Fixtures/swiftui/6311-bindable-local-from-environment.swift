// Apple: Bindable ("use this property wrapper inside a view's body to create bindings to an Observable object taken from the environment": @Bindable var notebook = notebook); SEMANTICS §8 (@Bindable as a local, reads tracked per view), §14 Environment Observable
import SwiftUI

@Observable
final class Notebook {
    var title = "Field notes"
    var pageCount = 12
}

struct NotebookHeader: View {
    @Environment(Notebook.self) private var notebook

    var body: some View {
        let _ = print("header: '\(notebook.title)'")
        Label(notebook.title, systemImage: "book.closed")
            .font(.title2)
    }
}

struct TitleEditor: View {
    @Environment(Notebook.self) private var notebook

    var body: some View {
        @Bindable var notebook = notebook
        TextField("Title", text: $notebook.title)
            .textFieldStyle(.roundedBorder)
    }
}

struct NotebookScreen: View {
    @State private var notebook = Notebook()

    var body: some View {
        let _ = print("screen body")
        VStack(alignment: .leading) {
            NotebookHeader()
            TitleEditor()
            Button("Add page") { notebook.pageCount += 1 }
        }
        .padding()
        .environment(notebook)
    }
}

:mount NotebookScreen()
:type "!?" into "Title"
:tap "Add page"
:clear "Title"

// expect: screen body
// expect: header: 'Field notes'
// expect: header: 'Field notes!'
// expect: header: 'Field notes!?'
// expect: header: ''
