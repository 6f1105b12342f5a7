// Hacking with Swift style (LocalizedError): errors with errorDescription, printed through localizedDescription with Foundation
import Foundation

enum UploadError: LocalizedError {
    case fileTooLarge(megabytes: Int)
    case unsupportedType(String)
    case quotaExceeded

    var errorDescription: String? {
        switch self {
        case .fileTooLarge(let mb): return "The file is \(mb) MB; the limit is 10 MB."
        case .unsupportedType(let ext): return "Files of type .\(ext) cannot be uploaded."
        case .quotaExceeded: return "Your storage quota is full."
        }
    }
}

struct PlainFailure: Error {}

struct Upload {
    let name: String
    let megabytes: Int
}

var usedQuota = 25

func upload(_ file: Upload) throws {
    let ext = file.name.split(separator: ".").last.map(String.init) ?? ""
    guard ["png", "jpg", "pdf"].contains(ext) else { throw UploadError.unsupportedType(ext) }
    guard file.megabytes <= 10 else { throw UploadError.fileTooLarge(megabytes: file.megabytes) }
    guard usedQuota + file.megabytes <= 30 else { throw UploadError.quotaExceeded }
    usedQuota += file.megabytes
}

let files = [Upload(name: "cat.png", megabytes: 3), Upload(name: "movie.mov", megabytes: 2),
             Upload(name: "scan.pdf", megabytes: 14), Upload(name: "photo.jpg", megabytes: 4)]
for file in files {
    do {
        try upload(file)
        print("uploaded \(file.name), quota now \(usedQuota)")
    } catch {
        print("\(file.name): \(error.localizedDescription)")
    }
}

let upErr: Error = UploadError.quotaExceeded
if let localized = upErr as? LocalizedError {
    print(localized.errorDescription ?? "none", localized.failureReason == nil)
}
let plain: Error = PlainFailure()
print(plain is LocalizedError)

// expect: uploaded cat.png, quota now 28
// expect: movie.mov: Files of type .mov cannot be uploaded.
// expect: scan.pdf: The file is 14 MB; the limit is 10 MB.
// expect: photo.jpg: Your storage quota is full.
// expect: Your storage quota is full. true
// expect: false
