// confirmationDialog(_:isPresented:titleVisibility:presenting:actions:) hands the chosen document to each action; a swipe-away (:dismiss) runs none of them; expected output by the SwiftUI rules (Apple: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:), dismissal sets isPresented to false)
import SwiftUI

struct SharedDocument: Identifiable {
    let id: Int
    let title: String
}

struct DocumentsView: View {
    @State private var exporting: SharedDocument?
    @State private var showingExport = false
    let documents = [
        SharedDocument(id: 1, title: "Budget"),
        SharedDocument(id: 2, title: "Itinerary"),
    ]

    var body: some View {
        VStack {
            ForEach(documents) { document in
                Button("Export \(document.title)") {
                    exporting = document
                    showingExport = true
                }
            }
        }
        .confirmationDialog("Export as", isPresented: $showingExport, titleVisibility: .visible, presenting: exporting) { document in
            Button("PDF") {
                print("\(document.title).pdf")
            }
            Button("Plain text") {
                print("\(document.title).txt")
            }
        }
    }
}

:mount DocumentsView()
:tap "Export Itinerary"
:tap "PDF"
:tap "Export Budget"
:dismiss
:tap "Export Budget"
:tap "Plain text"

// expect: Itinerary.pdf
// expect: Budget.txt
