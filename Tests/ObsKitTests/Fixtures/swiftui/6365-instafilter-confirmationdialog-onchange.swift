// Hacking with Swift 100 Days, Instafilter: a "Change Filter" button opening a confirmationDialog of filters with a Cancel button, an intensity Slider whose onChange(of:) re-applies the filter (buttons nudge it here, as no command drags a slider), a Save action (Apple: View.confirmationDialog(_:isPresented:titleVisibility:actions:), Slider, onChange(of:initial:_:); README :tap "alert and dialog buttons (only they while one is up)")
import SwiftUI

struct InstafilterView: View {
    @State private var filterName = "Sepia Tone"
    @State private var filterIntensity = 0.5
    @State private var showingFilters = false
    @State private var savedCount = 0

    var body: some View {
        NavigationStack {
            VStack {
                Spacer()
                RoundedRectangle(cornerRadius: 8)
                    .fill(.secondary)
                    .frame(height: 300)
                    .overlay {
                        Text(filterName)
                    }
                Spacer()
                HStack {
                    Text("Intensity")
                    Slider(value: $filterIntensity)
                        .onChange(of: filterIntensity, applyProcessing)
                }
                HStack {
                    Button("Less") { filterIntensity = max(0, filterIntensity - 0.25) }
                    Button("More") { filterIntensity = min(1, filterIntensity + 0.25) }
                }
                HStack {
                    Button("Change Filter", action: changeFilter)
                    Spacer()
                    Button("Save", action: save)
                }
            }
            .padding([.horizontal, .bottom])
            .navigationTitle("Instafilter")
            .confirmationDialog("Select a filter", isPresented: $showingFilters) {
                Button("Crystallize") { setFilter("Crystallize") }
                Button("Edges") { setFilter("Edges") }
                Button("Gaussian Blur") { setFilter("Gaussian Blur") }
                Button("Pixellate") { setFilter("Pixellate") }
                Button("Cancel", role: .cancel) { }
            }
        }
    }

    func changeFilter() {
        showingFilters = true
    }

    func setFilter(_ name: String) {
        filterName = name
        print("filter is now \(name)")
        applyProcessing()
    }

    func applyProcessing() {
        print("applying \(filterName) at \(filterIntensity)")
    }

    func save() {
        savedCount += 1
        print("saved \(filterName) #\(savedCount)")
    }
}

:mount InstafilterView()
:tap "Change Filter"
:tap "Edges"
:tap "More"
:tap "More"
:tap "More"
:tap "Change Filter"
:tap "Cancel"
:tap "Less"
:tap "Save"

// expect: filter is now Edges
// expect: applying Edges at 0.5
// expect: applying Edges at 0.75
// expect: applying Edges at 1.0
// expect: applying Edges at 0.75
// expect: saved Edges #1
