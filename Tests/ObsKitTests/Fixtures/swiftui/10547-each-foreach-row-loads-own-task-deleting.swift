// async-in-views style: each ForEach row loads with its own .task; deleting a row cancels its task, and the other rows' bodies do not run (rules §1.2, §11.3, §15.2)
import SwiftUI

struct Attachment: Identifiable {
    let id: Int
    let name: String
    let seconds: Int
}

struct AttachmentRow: View {
    let item: Attachment
    @State private var loaded = false

    var body: some View {
        let _ = print("AttachmentRow body: \(item.name) loaded=\(loaded)")
        Text(item.name)
            .task {
                do {
                    try await Task.sleep(for: .seconds(item.seconds))
                    loaded = true
                    print("\(item.name) loaded")
                } catch {
                    print("\(item.name) cancelled")
                }
            }
    }
}

struct AttachmentList: View {
    @State private var items = [
        Attachment(id: 1, name: "Alpha", seconds: 1),
        Attachment(id: 2, name: "Beta", seconds: 2),
        Attachment(id: 3, name: "Gamma", seconds: 3),
    ]

    var body: some View {
        let _ = print("AttachmentList body: \(items.count) items")
        List {
            ForEach(items) { item in
                AttachmentRow(item: item)
            }
            .onDelete { offsets in items.remove(atOffsets: offsets) }
        }
    }
}

:mount AttachmentList()
// expect: AttachmentList body: 3 items
// expect: AttachmentRow body: Alpha loaded=false
// expect: AttachmentRow body: Beta loaded=false
// expect: AttachmentRow body: Gamma loaded=false
:advance 1s
// expect: Alpha loaded
// expect: AttachmentRow body: Alpha loaded=true
:delete "Beta"
// expect: AttachmentList body: 2 items
// expect: Beta cancelled
:advance 2s
// expect: Gamma loaded
// expect: AttachmentRow body: Gamma loaded=true
