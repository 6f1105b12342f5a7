// Valid SwiftUI that tools/check-interface must accept: every kind of control, with its common inits.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct Controls: View {
    @State private var name = ""
    @State private var password = ""
    @State private var bio = ""
    @State private var notify = true
    @State private var quantity = 1
    @State private var volume = 0.5
    @State private var flavor: Flavor = .vanilla
    @State private var date = Date()
    @State private var color = Color.blue
    @State private var age = 30
    @State private var progress = 0.3

    var body: some View {
        Form {
            Button("Save") { print("save") }
            Button("Delete", role: .destructive) { }
            Button(role: .cancel) { } label: { Text("Cancel") }
            Button("Add", systemImage: "plus") { quantity += 1 }
            Button { notify.toggle() } label: {
                Label("Toggle", systemImage: "bell")
            }
            .buttonStyle(.borderedProminent)
            .tint(.green)
            .controlSize(.large)
            Button(action: { }) { Image(systemName: "trash") }.buttonStyle(.plain)
            Toggle("Notifications", isOn: $notify).toggleStyle(.switch)
            Toggle(isOn: $notify) { Text("Custom label") }
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .submitLabel(.next)
                .onSubmit { print("submitted") }
            TextField("Name", text: $name, prompt: Text("Required"))
            TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...6)
            TextField("Age", value: $age, format: .number)
            SecureField("Password", text: $password)
            TextEditor(text: $bio).frame(height: 100)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Stepper("Age", value: $age, step: 5)
            Stepper("Manual") { quantity += 1 } onDecrement: { quantity -= 1 }
            Slider(value: $volume)
            Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
            Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.segmented)
            Picker(selection: $quantity) {
                Text("One").tag(1)
                Text("Two").tag(2)
            } label: {
                Text("Count")
            }
            .pickerStyle(.menu)
            DatePicker("Date", selection: $date, displayedComponents: .date)
            DatePicker("When", selection: $date, in: Date()...).datePickerStyle(.graphical)
            ColorPicker("Color", selection: $color)
            ProgressView()
            ProgressView("Loading")
            ProgressView(value: progress)
            ProgressView(value: progress, total: 1.0) { Text("Upload") }.progressViewStyle(.linear)
            Gauge(value: progress) { Text("Battery") }
            Gauge(value: volume, in: 0...1) { Text("Vol") } currentValueLabel: { Text("\(Int(volume * 100))") }
            Link("Apple", destination: URL(string: "https://www.apple.com")!)
            ShareLink(item: URL(string: "https://www.apple.com")!)
            ShareLink("Share", item: "Some text")
            Menu("Options") {
                Button("Copy") { }
                Button("Paste") { }
                Divider()
                Menu("More") { Button("Nested") { } }
            }
            Menu {
                Button("A") { }
            } label: {
                Label("Menu", systemImage: "ellipsis.circle")
            }
            LabeledContent("Version", value: "1.0")
            LabeledContent("Count") { Text("\(quantity)") }
            EditButton()
        }
        .disabled(name.isEmpty)
    }
}

:mount Controls()
