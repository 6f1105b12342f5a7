// Blog style (a typed setting over @AppStorage): @SortSetting wraps @AppStorage of a String-backed enum; the default is not written until the user picks, the picked case is stored as its raw value, and every view declaring the setting runs again with the new order (rules §15.14, §15.5, §7.1, §3.5)
import SwiftUI

enum SortOrder: String, CaseIterable {
    case name, date, size
}

@propertyWrapper
struct SortSetting: DynamicProperty {
    @AppStorage("sortOrder") private var order: SortOrder = .name

    var wrappedValue: SortOrder {
        get { order }
        nonmutating set { order = newValue }
    }

    var projectedValue: Binding<SortOrder> { $order }
}

struct SortPicker: View {
    @SortSetting var order: SortOrder

    var body: some View {
        let _ = print("SortPicker body: \(order.rawValue)")
        Picker("Sort by", selection: $order) {
            ForEach(SortOrder.allCases, id: \.self) { option in
                Text(option.rawValue.capitalized).tag(option)
            }
        }
    }
}

struct FileList: View {
    @SortSetting var order: SortOrder
    let files = ["b.txt", "a.txt", "c.txt"]

    var body: some View {
        let _ = print("FileList body: sorted by \(order.rawValue)")
        ForEach(order == .name ? files.sorted() : files, id: \.self) { file in
            Text(file)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            SortPicker()
            FileList()
            Button("Check defaults") {
                print("stored: \(UserDefaults.standard.string(forKey: "sortOrder") ?? "unset")")
            }
        }
    }
}

:mount ContentView()
// expect: SortPicker body: name
// expect: FileList body: sorted by name
:tap "Check defaults"
// expect: stored: unset
:pick "Date" in "Sort by"
// expect: SortPicker body: date
// expect: FileList body: sorted by date
:tap "Check defaults"
// expect: stored: date
:pick "Size" in "Sort by"
// expect: SortPicker body: size
// expect: FileList body: sorted by size
