/// Converts sourcekitd's positions (UTF-8 byte offsets, and 1-based lines with 1-based byte columns) into
/// 1-based lines and character columns.
struct TextPositions {
    private let bytes: [UInt8]
    /// Byte offset of the start of each line.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// (line, character column) of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let low = lineIndex(ofOffset: clamped)
        return (low + 1, characterColumn(line: low + 1, byteColumn: clamped - lineStarts[low] + 1))
    }

    /// (line, UTF-8 column) of a byte offset, both from 1 (as SwiftSyntax counts).
    func utf8Position(ofOffset offset: Int) -> (line: Int, utf8Column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(ofOffset: clamped)
        return (line + 1, clamped - lineStarts[line] + 1)
    }

    /// The 0-based index of the line an offset is on: the last line start at or before it.
    private func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The character column of a 1-based byte column on a 1-based line.
    func characterColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return max(byteColumn, 1) }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self).count + 1
    }
}
