/// A spec encodes as its style file's object (what `slideback styles --json` lists by name): its
/// name, base and summary, every constant under its style-file key, and the push and pop looks,
/// null where a phase looks as the drag. The keys come from the same field declarations the
/// style-file reader uses, so every key read is a key written.
extension StyleSpec: Encodable {
    public func encode(to encoder: Encoder) throws {
        var object = encoder.container(keyedBy: JSONKey.self)
        try object.encode(name, forKey: "name")
        try object.encode(baseName, forKey: "base")
        try object.encode(summary, forKey: "summary")
        for field in Self.fields { try object.encode(field.read(self), forKey: JSONKey(field.key)) }
        try object.encode(push, forKey: "push")
        try object.encode(pop, forKey: "pop")
    }
}

/// A phase's look encodes as the object of its look keys.
extension PhaseLook: Encodable {
    public func encode(to encoder: Encoder) throws {
        var object = encoder.container(keyedBy: JSONKey.self)
        for field in Self.fields { try object.encode(field.read(self), forKey: JSONKey(field.key)) }
    }
}

/// A constant encodes as a style file writes it: a number, null for none, or the chosen name.
extension StyleValue: Encodable {
    public func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .number(let number): try value.encode(number)
        case .none: try value.encodeNil()
        case .choice(let name): try value.encode(name)
        }
    }
}
