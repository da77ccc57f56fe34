/* A GTK 4 program for the XDND tests: a label to drag text from ("from gtk") and a label that takes dropped
   text, printing "gtk got: <text>". GTK speaks XDND itself; nothing here knows about Tapestry. */
#include <gtk/gtk.h>
#include <stdio.h>

static GdkContentProvider *prepare(GtkDragSource *source, double x, double y, gpointer data) {
    return gdk_content_provider_new_typed(G_TYPE_STRING, "from gtk");
}

static gboolean dropped(GtkDropTarget *target, const GValue *value, double x, double y, gpointer data) {
    if (G_VALUE_HOLDS_STRING(value)) {
        printf("gtk got: %s\n", g_value_get_string(value));
        fflush(stdout);
    }
    return TRUE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "gtk-dnd-peer");
    gtk_window_set_default_size(GTK_WINDOW(window), 300, 200);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *source = gtk_label_new("drag me (gtk)");
    gtk_widget_set_size_request(source, 300, 100);
    GtkDragSource *drag = gtk_drag_source_new();
    g_signal_connect(drag, "prepare", G_CALLBACK(prepare), NULL);
    gtk_widget_add_controller(source, GTK_EVENT_CONTROLLER(drag));
    GtkWidget *target = gtk_label_new("drop here (gtk)");
    gtk_widget_set_size_request(target, 300, 100);
    GtkDropTarget *drop = gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_COPY);
    g_signal_connect(drop, "drop", G_CALLBACK(dropped), NULL);
    gtk_widget_add_controller(target, GTK_EVENT_CONTROLLER(drop));
    gtk_box_append(GTK_BOX(box), source);
    gtk_box_append(GTK_BOX(box), target);
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
    printf("ready\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
